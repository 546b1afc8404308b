/**
 * The editor preview's sign-in (spec reviews-and-provider-page §6, editor mode): the admin
 * token and the page to open. A wrong token shows the form again with the problem.
 */
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

export const EDITOR_PREVIEW_TITLE = "Preview content pages";
export const WRONG_PREVIEW_TOKEN = "That admin token is not valid.";

export function EditorPreviewPage({
  chrome,
  problem,
  active,
}: {
  chrome: SiteChrome;
  problem: string | null;
  active: boolean;
}) {
  return (
    <PageLayout chrome={chrome}>
      <div className="container content-preview-page">
        <h1>{EDITOR_PREVIEW_TITLE}</h1>
        <p>
          See pages as an editor does: empty columns show, and nothing is cached or indexed. The preview lasts one hour.
        </p>
        {problem ? (
          <p className="content-preview-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <form method="post" action="/admin/preview" className="content-preview-form">
          <div className="field">
            <label htmlFor="preview-token">Admin token</label>
            <input id="preview-token" name="token" type="password" autoComplete="current-password" required />
          </div>
          <div className="field">
            <label htmlFor="preview-path">Page path</label>
            <input id="preview-path" name="path" type="text" defaultValue="/" required />
          </div>
          <button type="submit" className="button button-primary">
            Start preview
          </button>
        </form>
        {active ? (
          <form method="post" action="/admin/preview/end">
            <button type="submit" className="button button-secondary">
              End preview
            </button>
          </form>
        ) : null}
      </div>
    </PageLayout>
  );
}
