/** `meta-shops-ads` → `Meta Shops Ads`: a provider or feature key as a name. */
export function humanise(key: string): string {
  return key
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
