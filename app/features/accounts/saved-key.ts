/** The key getSavedKeys() returns for an item (browser-safe). */
export function savedKey(itemType: 'article' | 'product', itemId: string) {
  return `${itemType}:${itemId}`
}
