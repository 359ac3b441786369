/**
 * The site mark: a brass peak and larch over a lake line on deep green.
 * @returns {string} a compact SVG document
 */
export function favicon() {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="14" fill="#1F3A33"/>',
    '<path d="M10 46 27 19l7 11 5-7 15 23Z" fill="#B08D57"/>',
    '<path d="m27 19 4.5 7.2-3 3.3L26 26l-3 4Z" fill="#F7F4EE" opacity=".85"/>',
    '<path d="M44 46V42h-4.5l3.5-4.5h-2.6l3.1-4.2h-2l3.5-5.3 3.5 5.3h-2l3.1 4.2h-2.6l3.5 4.5H46v4Z" fill="#D4B483"/>',
    '<path d="M12 50h40" stroke="#D4B483" stroke-width="2.4" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}
