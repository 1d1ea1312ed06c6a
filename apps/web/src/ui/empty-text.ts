/** What an empty table or select shows (spec section 8). */
export const TABLE_EMPTY_TEXT = 'No Data...';
