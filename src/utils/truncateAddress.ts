/** `0x1234…abcd`: the first `head` and last `tail` characters of an address. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
