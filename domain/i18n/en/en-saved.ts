/** The saved list, in English. */
export const saved = {
  /** spec: lead-capture-and-chrome §8, the save toasts' texts, also shown after a plain form post. */
  outcomes: {
    saved: "Provider Successfully Saved",
    unsaved: "Provider Unsaved",
    limit: "Saved Providers Limit Reached",
  },
  /** spec: lead-capture-and-chrome §8, every save message's action. */
  viewSaved: "View Saved Providers",
  /** The toast when the browser did not keep the list. */
  failed: "Unable to complete action. Please try again.",
  /** The Saved page (spec lead-capture-and-chrome §2). */
  page: {
    title: "Saved Providers",
    description: (siteName: string) => `The senior living communities and care providers you saved on ${siteName}.`,
    lead: "Providers you save are kept in this browser, so you can compare them, share the list and get in touch when you are ready.",
    /** After the limit message, when saving a shared list left some out. */
    limitLeftOut: ": the shared providers that did not fit were left out. Unsave some to make room.",
  },
  /** A list opened from a share link. */
  shared: {
    title: "A shared list",
    description: (siteName: string) => `A list of senior living communities and care providers shared on ${siteName}.`,
    lead: "Someone shared these providers with you. You can ask them about costs, compare them, or keep them in your own saved list in this browser.",
    keep: "Save these to my list",
  },
  list: {
    count: (count: number) =>
      count === 0 ? "No saved providers yet" : `${count} saved ${count === 1 ? "provider" : "providers"}`,
    empty: "Press the heart on a provider's card to keep it here, then come back to compare and get in touch.",
    search: "Search for senior living and care",
    sharedCount: (count: number) =>
      count === 0
        ? "None of these providers is listed any more"
        : `${count} ${count === 1 ? "provider" : "providers"} in this list`,
    sharedEmpty: "The providers in this link are no longer listed. Search to find others near you.",
  },
  share: {
    heading: "Share this list",
    about:
      "Anyone with this link sees these providers, read-only, on any device. It holds only the providers' numbers: nothing about you.",
    label: "Link to this list",
    copy: "Copy link",
    copied: "Link copied",
    notCopied: "The link could not be copied: it is selected, ready to copy.",
  },
  compareForm: {
    heading: "Compare side by side",
    /** `{limit}`: the brand's compare limit. */
    legend: "Choose up to {limit} providers to compare",
    submit: "Compare selected",
  },
  /** spec: lead-capture-and-chrome §4, the save heart, named for what pressing it does. */
  heart: {
    save: (name: string) => `Save ${name}`,
    remove: (name: string) => `Remove ${name} from saved`,
  },
  /** spec: lead-capture-and-chrome §4, the provider page's Save button. */
  button: {
    save: "Save",
    saved: "Saved",
  },
  /** A save post or share link that cannot be used. */
  problem: {
    back: "Go to your saved providers",
    notChanged: "Your saved list was not changed",
    notAList: "This link does not name a list of providers",
    formKind: "Send the save as the page's form does (a form post).",
    unreadable: "The form could not be read.",
    tooLarge: (kilobytes: number) => `The form is over the ${kilobytes} KB a save may send.`,
    noSuchProvider: "no provider has this id",
    invalid: "invalid",
    providerId: "must be a provider id (a positive whole number)",
    ids: "must be provider ids separated by commas",
    idsMax: (limit: number) => `must hold at most ${limit} provider ids`,
    idsPositive: "must be provider ids (positive whole numbers)",
    idsOnce: "must name each provider once",
    returnTo: "must be a path on this site",
  },
};
