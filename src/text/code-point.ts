/** How a character that must be seen but cannot be shown as itself is written: `<U+0456>`. */
export const codePoint = (c: number) => `<U+${c.toString(16).toUpperCase().padStart(4, '0')}>`;
