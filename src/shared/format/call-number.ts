/** The short number a counter calls out for a takeout order: "20261128-012" → "012". */
export const callNumber = (orderNumber: string) => orderNumber.split('-').at(-1) ?? orderNumber
