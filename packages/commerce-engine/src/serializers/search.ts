// Shaping of search answers that is not a plain entity: the <em> highlighting of typeahead suggestions.

/** Lower-cased, without diacritics ("Ł" and "ł" become "l", "ß" becomes "ss"), for comparing typed and stored words. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/ß/g, "ss")
    .replace(/ø/g, "o")
    .replace(/đ/g, "d");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The shortest start of `word` that folds to at least `length` characters. */
function originalPrefixLength(word: string, length: number): number {
  const characters = [...word];
  let taken = "";
  for (let index = 0; index < characters.length; index++) {
    taken += characters[index];
    if (foldText(taken).length >= length) return taken.length;
  }
  return word.length;
}

/**
 * The label as HTML with the start of every word that begins with a typed word wrapped in <em>, as SCAYLE's
 * typeahead does ("<em>Sonn</em>enbrillen"); comparison ignores case and diacritics.
 */
export function highlight(label: string, words: readonly string[]): string {
  const folded = words.map(foldText).filter((word) => word !== "");
  return label
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const foldedPart = foldText(part);
      const hit = folded
        .filter((word) => foldedPart.startsWith(word))
        .reduce((longest, word) => Math.max(longest, word.length), 0);
      if (hit === 0) return escapeHtml(part);
      const cut = originalPrefixLength(part, hit);
      return `<em>${escapeHtml(part.slice(0, cut))}</em>${escapeHtml(part.slice(cut))}`;
    })
    .join("");
}
