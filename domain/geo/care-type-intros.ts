/**
 * What each care type is, in a sentence or two, for the top of its hub page
 * (`/senior-living/assisted-living/` and the others of lead-capture-and-chrome §2, mega-menu).
 */
import type { CareTypeId } from "../care-types.ts";

export const CARE_TYPE_INTROS: Readonly<Record<Exclude<CareTypeId, "not_sure">, string>> = {
  assisted_living_facilities:
    "Assisted living communities offer a private apartment or room with meals, housekeeping and help with daily tasks such as bathing, dressing and medications. Staff are on site around the clock, while residents keep as much independence as they like.",
  alzheimers_care_facilities:
    "Memory care is housing and care for people living with Alzheimer's disease or another dementia. Communities have secured doors, staff trained in dementia care and daily routines designed to reduce confusion.",
  independent_living:
    "Independent living communities are homes for active older adults who need little or no help with daily tasks. They usually include maintenance, social activities and shared amenities, and some offer meals and transportation.",
  nursing_homes:
    "Nursing homes provide 24-hour nursing care and supervision for people with serious health needs, along with short-term rehabilitation after a hospital stay. Medicare and Medicaid certify most of them and publish their inspection results.",
  continuing_care_retirement_communities:
    "Continuing care retirement communities offer independent living, assisted living and nursing care on one campus, so residents can move to more care as their needs change without leaving the community.",
  senior_apartments:
    "55+ communities are homes and apartments for adults aged 55 and older, usually without care services. They offer a neighborhood of peers, low-maintenance living and shared amenities.",
  adult_day_services:
    "Adult day care centers give older adults a safe place to spend the day with activities, meals and supervision, and some offer health services. They let family caregivers work or rest while their loved one lives at home.",
  homecare_agencies:
    "Home care agencies send caregivers to help with daily tasks at home, such as bathing, dressing, meals, light housekeeping and companionship. Care can range from a few hours a week to around the clock.",
  home_healthcare_agencies:
    "Home health agencies provide skilled medical care at home, such as nursing, physical therapy and wound care, ordered by a doctor. Medicare covers home health care for eligible people who are homebound.",
  hospices:
    "Hospice care supports people with a terminal illness and their families, focusing on comfort, pain relief and emotional and spiritual support rather than cure. It is usually given at home, and Medicare covers it for eligible people.",
  geriatric_care_managers:
    "Geriatric care managers are professionals, often nurses or social workers, who assess an older adult's needs and plan and coordinate their care. They help families find services, handle crises and make decisions.",
  low_income_affordable:
    "Low-income senior housing offers apartments at reduced rent for older adults with limited incomes, often through federal or state programs such as HUD Section 202.",
};
