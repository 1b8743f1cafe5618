/**
 * A help article's Markdown as safe HTML, with marked (GitHub-flavoured Markdown): only the
 * tags marked writes itself, with their text escaped. Raw HTML in an article is shown as text,
 * never as markup; a link keeps its address only when it is http(s), mailto or a path in this
 * app (no javascript: or data: addresses); images show their alternative text. So an article
 * can never run code in the staff app. Every heading goes one level down: the page's own title
 * is its h1. Loaded only with the help pages.
 */
import { Marked, type Tokens } from 'marked';

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const markdown = new Marked({
  async: false,
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      heading.depth = Math.min(heading.depth + 1, 6);
    }
  },
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href.trim())) return text;
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href.trim())}"${titled} rel="noopener noreferrer">${text}</a>`;
    },
    image({ text }) {
      return escapeHtml(text);
    },
  },
});

export function markdownHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
