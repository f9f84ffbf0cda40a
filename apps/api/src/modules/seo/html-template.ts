import { PAGE_DATA_ELEMENT_ID } from '@storytable/domain';
import { safeScriptJson } from './page-head.ts';

/**
 * A built page (index.html, or a prerendered one) cut once at start-up around the place where a
 * page's own head goes: its default title and description are taken out, so answering a request
 * is joining strings.
 */
export class HtmlTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(html: string) {
    const bare = html
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '');
    const at = bare.indexOf('</head>');
    if (at === -1) throw new Error('The page has no </head>');
    this.before = bare.slice(0, at);
    this.after = bare.slice(at);
  }

  /**
   * The page with `tags` in its head and, when given, the page's data (JSON text, a PageData) for
   * the app to start from: a data block, never run, so the Content-Security-Policy has nothing to
   * allow. `body`, when given, makes the page's body from the built one (the head's text is
   * never passed to it).
   */
  render(tags: string, pageDataJson?: string, body?: (html: string) => string): string {
    const data = pageDataJson ? `\n    ${pageDataBlock(pageDataJson)}` : '';
    return `${this.before}    ${tags}${data}\n  ${body ? body(this.after) : this.after}`;
  }

  /** Whether the page's body (after the head) contains `text`. */
  bodyIncludes(text: string): boolean {
    return this.after.includes(text);
  }
}

/**
 * A page's data (JSON text, a PageData) as a data block: never run, so the Content-Security-Policy
 * has nothing to allow, and escaped so no text inside can end the element.
 */
export function pageDataBlock(pageDataJson: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${safeScriptJson(pageDataJson)}</script>`;
}
