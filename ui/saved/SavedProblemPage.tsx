/**
 * What a save form post or a share link that cannot be used answers (400, 403, 413, 415): what was
 * wrong, naming the field, and the way back to the Saved page. Nothing was changed.
 */
import { SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface SavedProblemPageProps {
  chrome: SiteChrome;
  title: string;
  /** What was wrong, naming the field (`providerId: must be a provider id`). */
  problem: string;
}

export function SavedProblemPage({ chrome, title, problem }: SavedProblemPageProps) {
  const { t, path } = useLanguage();
  return (
    <PageLayout chrome={chrome}>
      <div className="container saved-page">
        <h1>{title}</h1>
        <p className="saved-problem">{problem}</p>
        <p>
          <a href={path(SAVED_PATH)}>{t.saved.problem.back}</a>
        </p>
      </div>
    </PageLayout>
  );
}
