/** The emails, in English. */
export const mail = {
  /** The message that carries a lead deletion link (worker/leads/lead-deletion-mail.ts). */
  deletion: {
    subject: (siteName: string) => `Confirm: delete your requests on ${siteName}`,
    asked: (siteName: string) => `Someone asked ${siteName} to delete the requests sent with this email address.`,
    open: "To delete them, open this link and press the button on the page:",
    expiry: (days: number) =>
      `The link works for ${days} days. If you did not ask, ignore this message: nothing will be deleted.`,
  },
};
