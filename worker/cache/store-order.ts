/**
 * The page cache's stores of one key in the order of their renders (docs/page-cache.md, stores
 * in order): two renders of a page close together may finish the other way round, so each key's
 * stores run one at a time and one whose render is older than the newest stored is dropped.
 */
import { memo } from "./memo.ts";

let renders = 0;
/** Each key's newest render stored, for the last 512 keys; a key forgotten just stores again. */
const newestStored = memo<number>({ entries: 512 });
/** The stores of each key still running, one after another: a queue, not a memo. */
const queues = new Map<string, Promise<unknown>>();

/** The next render's place in this isolate's order of renders: take it when the render starts. */
export function nextRender(): number {
  renders += 1;
  return renders;
}

/**
 * Runs `store` for the render once every earlier store of the key has finished, unless a newer
 * render of the key has been stored by then; true when it ran. A store that throws rejects its
 * own promise and leaves the queue running.
 */
export function storeInOrder(key: string, render: number, store: () => Promise<void>): Promise<boolean> {
  const turn = (queues.get(key) ?? Promise.resolve()).then(async () => {
    if ((newestStored.get(key) ?? 0) > render) return false;
    newestStored.set(key, render);
    await store();
    return true;
  });
  const settled = turn.catch(() => false);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return turn;
}
