/**
 * A help article's Markdown as safe HTML: marked (GitHub-flavoured Markdown) writes HTML with
 * every heading one level down (the page's own title is its h1), DOMPurify then keeps only
 * plain HTML (no script, style, event handlers, forms, images or javascript: links), so an
 * article can never run code in the staff app. Loaded only with the help pages.
 */
import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

const markdown = new Marked({
  async: false,
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      heading.depth = Math.min(heading.depth + 1, 6);
    }
  },
});

export function markdownHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'img'],
    FORBID_ATTR: ['style'],
  });
}
