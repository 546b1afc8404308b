/**
 * What every content block component receives beside its own block: the page it is on, the
 * brand, whether an editor is previewing, and the data the worker read for the blocks that
 * show live figures (featured review, provider rollup, costs summary), keyed by block index path.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";

export interface BlockContext {
  brand: Brand;
  advisorPhone: string;
  /** The brand's origin (`https://www.example.com`), for absolute URLs in structured data. */
  origin: string;
  /** The content page's path and title (the table of contents' default heading uses the title). */
  pagePath: string;
  pageTitle: string;
  /** An editor previewing with the admin cookie: empty columns and hidden problems show. */
  editor: boolean;
  /**
   * Data read for the blocks that need it, by the block's key (its position, as "3" or "5.1.0"
   * inside columns or an expander). A block whose data is missing renders nothing.
   */
  data: Readonly<Record<string, unknown>>;
  /** The key of the block being rendered, to look its data up. */
  key: string;
  /** The anchors of the page's headings by block key (`"4"`, subheadings `"4:2"`), unique on the page. */
  anchors: Readonly<Record<string, string>>;
  /** What the page's inquiry forms need (a call to action that opens one); none where forms are not offered. */
  inquiryPage: InquiryPageContext | null;
}
