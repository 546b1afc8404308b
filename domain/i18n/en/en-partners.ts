/** The partners' pages, in English. */
export const partners = {
  getListed: {
    title: "List or Claim Your Community or Agency",
    description: (siteName: string) =>
      `List your senior living community or care agency on ${siteName} for free, or claim and verify the listing families already see.`,
    /** The partner email's subject line, for the listing being claimed or for a new one. */
    claimSubject: (id: number, name: string) => `Claim listing ${id}: ${name}`,
    listSubject: "List my community or agency",
    /** `{listing}` is the link to the listing's page. */
    claiming: "You are claiming the listing of {listing}.",
    lead: (siteName: string) =>
      `Families use ${siteName} to find senior living communities and care agencies, read reviews and ask about costs and tours. Listing your community or agency is free.`,
    claimHeading: "What claiming your listing gives you",
    claimGives: [
      "A Verified Partner badge on your page, so families know the details come from you.",
      "Your say on what the page shows: description, services, prices, photos and contact details.",
      "A way to answer reviews publicly, as your business.",
    ],
    howHeading: "How to list or claim",
    /** `{email}` is the partner address as a link. */
    writeTo: "Write to {email} with your name, your role, and the community's or agency's name and address.",
    writeToClaiming:
      "Write to {email} (the link fills in the listing you are claiming) with your name, your role, and the community's or agency's name and address.",
    check: "We check with the community or agency that you speak for it, usually by phone at its listed number.",
    verified: "Once checked, we mark the listing verified and make the changes you send us.",
    /** `{phone}` is the advisor line as a link. */
    questions: "Questions? Call us at {phone}.",
  },
};
