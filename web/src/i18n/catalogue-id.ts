/** The id of the <script type="application/json"> that carries the page language's compiled messages. */
export const CATALOGUE_ID = 'i18n-catalogue';
