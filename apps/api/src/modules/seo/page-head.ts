import { escapeHtml } from '../../lib/escape-html.ts';

/** What a page's <head> says about it to search engines and to the apps a link is shared in. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  /** Open Graph type: 'website' or 'profile'. */
  type: 'website' | 'profile';
  image?: { url: string; width: number; height: number; alt: string };
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: object[];
  /** Keeps the page out of search results (a missing dinner, a guest's profile). */
  noindex?: boolean;
}

/** Descriptions past this are cut at a word: previews show about this much. */
const DESCRIPTION_MAX = 200;

export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2));
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * JSON inside <script>: `<`, `>` and `&` as \u escapes (so a title holding `</script>` or `<!--`
 * cannot end or change the element), and the two line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return safeScriptJson(JSON.stringify(value));
}

/** scriptJson for JSON text already made (the same escapes are valid anywhere in JSON). */
export function safeScriptJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, each escaped: titles and descriptions are what hosts and guests typed. */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
