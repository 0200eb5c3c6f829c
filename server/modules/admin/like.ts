/** A `like` pattern that matches `text` literally anywhere: its own % _ \ are escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
