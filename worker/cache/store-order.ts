/**
 * The page cache's stores of one key in the order of their renders. A copy is stored after its
 * answer has gone, once the whole render has been read, so two renders of the same page close
 * together (two refreshes, or a stale copy's background refresh and a refresh) can finish their
 * stores the other way round, and the older page would stay stored until its freshness ran out.
 * Within an isolate each key's stores run one at a time, and a store whose render is older than
 * the newest one already stored for that key is dropped. (Across isolates the Cache API keeps
 * whichever store lands last; a purge moves the key on, so it is never undone by a late store.)
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
