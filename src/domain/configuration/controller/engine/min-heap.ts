/** A binary min-heap ordered by `less`; no dependency, no recursion, no allocation on push or pop. */
export class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    let index = items.length;
    items.push(item);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = items[parent]!;
      if (!this.less(item, above)) break;
      items[index] = above;
      index = parent;
    }
    items[index] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    const length = items.length;
    if (length === 0 || last === undefined) return top;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && this.less(items[right]!, items[left]!) ? right : left;
      if (!this.less(items[child]!, last)) break;
      items[index] = items[child]!;
      index = child;
    }
    items[index] = last;
    return top;
  }
}
