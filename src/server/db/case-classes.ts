/**
 * The characters a character matches when case is ignored as the client's offline search
 * ignores it (toLowerCase on both sides). SQLite's lower() folds ASCII letters only, so an
 * index of lower()ed text holds other cased letters as written (Ⅲ and ⅲ, Α and α apart):
 * a term is looked up under every spelling that lowers alike (see gramSpellings).
 */

/** Every cased character, by its lower case: 'ⅲ' -> ['Ⅲ', 'ⅲ']. Built on first use (~130,000 code points). */
let classes: Map<string, string[]> | undefined;

function buildClasses(): Map<string, string[]> {
  const byLower = new Map<string, string[]>();
  // Planes 0 and 1 hold every cased letter Unicode has.
  for (let code = 0; code <= 0x1ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    const lower = char.toLowerCase();
    if (lower === char && char.toUpperCase() === char) continue;
    const known = byLower.get(lower);
    if (known) known.push(char);
    else byLower.set(lower, [char]);
  }
  return byLower;
}

/** SQLite's lower(): ASCII letters only. */
const sqliteLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The grams, as SQLite's lower() stored them, of every text whose lower case is the term's
 * (one or two characters); undefined when a character lowers to several (İ), which no
 * gram can stand for.
 */
export function gramSpellings(term: string): string[] | undefined {
  classes ??= buildClasses();
  let spellings = [''];
  for (const char of term) {
    const lower = char.toLowerCase();
    if ([...lower].length !== 1) return undefined;
    const alike = [...new Set([char, ...(classes.get(lower) ?? [])].map(sqliteLower))];
    spellings = spellings.flatMap((start) => alike.map((next) => start + next));
  }
  return spellings;
}
