/** The site footer: who we are, the advisor line, where to write a review, and the year. */
import type { Brand } from "../../domain/brands/brands.ts";
import { telHref } from "../../domain/phone.ts";
import { REVIEW_WRITE_COPY, WRITE_REVIEW_PATH } from "../reviews/write/review-write-text.ts";

interface SiteFooterProps {
  brand: Brand;
  advisorPhone: string;
  year: number;
}

export function SiteFooter({ brand, advisorPhone, year }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <p>
          {brand.siteName} helps families find and compare senior living communities and senior care agencies across the
          United States.
        </p>
        <p>
          Questions? Call a family advisor at <a href={telHref(advisorPhone)}>{advisorPhone}</a>.
        </p>
        <p>
          Know a community or care provider firsthand? <a href={WRITE_REVIEW_PATH}>{REVIEW_WRITE_COPY.writeReview}</a>
        </p>
        <p className="site-footer-legal">
          © {year} {brand.siteName}
        </p>
      </div>
    </footer>
  );
}
