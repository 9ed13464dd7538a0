// The number the inbox's heading and the navigation badge both show: the requests of the latest
// read not answered here since (an answer shows before the next read drops its request).

export function waitingCount(requests: readonly { key: string }[], answeredHere: (key: string) => boolean): number {
  return requests.filter((request) => !answeredHere(request.key)).length;
}
