/**
 * What a page hands the chat assistant's mount point (docs/chat-assistant.md): a few plain
 * values, so the mount stays tiny and the chat's code, which builds the conversation from
 * them, loads only when the widget first appears.
 */

import { ADVISOR_TIME_ZONE } from "../../domain/advisor-hours.ts";
import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { type ChatChoice, chatCareTypes } from "../../domain/chat/chat-script.ts";
import type { UsTimeZone } from "../../domain/geo/us-time-zones.ts";
import type { Messages } from "../../domain/i18n/messages.ts";

/** The provider whose page the chat is on, as the page knows it. */
export interface ChatPageProvider {
  id: number;
  name: string;
  /** 'Austin, TX': the care location of an inquiry about this provider. */
  location: string;
  careTypeSlugs: readonly string[];
  /** Its state's time zone, where its tours take place. */
  timeZone: UsTimeZone;
}

export interface ChatAssistantProps {
  siteName: string;
  /** The brand's word for its advisors: with no provider, the request goes to one of them. */
  advisorTitle: Brand["advisorTitle"];
  advisorPhone: string;
  /**
   * Where the tours take place: the provider's zone, else the advisors'. The chat works out the
   * tour times open on that clock when it appears (it renders nothing on the server).
   */
  timeZone: UsTimeZone;
  careTypes: ChatChoice[];
  provider: { id: number; name: string; location: string } | null;
}

/** The mount's props for one page. */
export function chatAssistantProps(input: {
  brand: Brand;
  t: Messages;
  advisorPhone: string;
  provider: ChatPageProvider | null;
}): ChatAssistantProps {
  const { provider } = input;
  return {
    siteName: input.brand.siteName,
    advisorTitle: input.brand.advisorTitle,
    advisorPhone: input.advisorPhone,
    timeZone: provider?.timeZone ?? ADVISOR_TIME_ZONE,
    careTypes: chatCareTypes(brandCareTypeChoices(input.brand, input.t), provider?.careTypeSlugs ?? [], input.t),
    provider: provider ? { id: provider.id, name: provider.name, location: provider.location } : null,
  };
}
