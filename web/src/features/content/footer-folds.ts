/** The screens on which the footer's blocks sit side by side (footer.css's breakpoint). */
export const FOOTER_SIDE_BY_SIDE = '(min-width: 768px)';

/** The screens on which the footer's blocks fold under their headings, as the server renders them. */
export const FOOTER_FOLDS = `not all and ${FOOTER_SIDE_BY_SIDE}`;
