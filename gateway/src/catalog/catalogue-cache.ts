import type { ImagesApi } from '../datasources/images-api.ts';
import type { CatalogueSnapshot, CollectionModel, ProductModel } from './models.ts';

/** How often a catalogue in use asks the backend whether it changed (images/catalogue-version/). */
export const VERSION_CHECK_MS = 1_000;
/** The longest a request waits for that check, and the reload it starts, before it is served the copy in hand. */
export const VERSION_WAIT_MS = 500;
/** The longest a back-office change made through this gateway waits for its catalogue to reload before it answers. */
export const CHANGE_WAIT_MS = 5_000;

/** A snapshot with its look-ups. */
export interface Catalogue extends CatalogueSnapshot {
  productById: ReadonlyMap<string, ProductModel>;
  collectionByName: ReadonlyMap<string, CollectionModel>;
}

function index(snapshot: CatalogueSnapshot): Catalogue {
  return {
    ...snapshot,
    productById: new Map(snapshot.products.map((product) => [product.id, product])),
    collectionByName: new Map(snapshot.collections.map((collection) => [collection.name.toLowerCase(), collection])),
  };
}

/** Waits for `work` at most `ms`; `work` goes on either way. */
function waitAtMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The catalogue (products, collections, banners, top picks, testimonials) kept in the gateway: shop queries
 * filter, sort and search it without calling the backend.
 *
 * Fresh on every instance without Redis: while it is used, at most once a second, a request first asks the
 * backend for its catalogue version (one cheap call) and, when it moved, reloads the catalogue before it is
 * answered (waiting VERSION_WAIT_MS at most). So a change made in the back office shows on every instance
 * within about a second, and an idle instance calls nothing. An upstream without versions (a legacy images
 * API) is refreshed after `ttlMs` instead, in the background while the old copy is still served; when the
 * upstream is down the last copy keeps being served.
 */
export class CatalogueCache {
  #current: Catalogue | null = null;
  #loadedAt = 0;
  #loading: Promise<Catalogue> | null = null;
  /** The backend's version the current copy has (null: not known yet, so the first check reloads once). */
  #version: string | null = null;
  #checkedAt = 0;
  #checking: Promise<void> | null = null;

  constructor(
    private readonly images: ImagesApi,
    private readonly ttlMs: number,
    private readonly onRefreshError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
    private readonly versionCheckMs: number = VERSION_CHECK_MS,
  ) {}

  /** The copy in hand, without loading or checking anything: null before the first load. */
  get current(): Catalogue | null {
    return this.#current;
  }

  async get(): Promise<Catalogue> {
    if (!this.#current) return this.#load();
    if (!this.#checking && this.now() - this.#checkedAt >= this.versionCheckMs) this.#checkVersion();
    if (this.#checking) {
      // Only the requests of the check's first moments wait for it: a hanging upstream delays no one for long.
      const left = this.#checkedAt + VERSION_WAIT_MS - this.now();
      if (left > 0) await waitAtMost(this.#checking, left);
    }
    if (this.now() - this.#loadedAt > this.ttlMs) this.#load().catch(this.onRefreshError);
    return this.#current;
  }

  /**
   * Checks the version now and reloads when it moved, waiting `maxWaitMs` at most: called after this gateway made a
   * change in the back office, so that the shop it serves shows the change as soon as the change is confirmed.
   */
  async checkNow(maxWaitMs: number): Promise<void> {
    if (!this.#current) return; // nothing in hand yet: the first request loads a fresh copy
    const check = (async () => {
      // A check already under way may have read the version before the change: let it end, then check again.
      if (this.#checking) await this.#checking;
      this.#checkVersion();
      await this.#checking;
    })();
    await waitAtMost(check, maxWaitMs);
  }

  /** One check at a time; a reload when the version moved. Failures leave the copy in hand. */
  #checkVersion(): void {
    this.#checkedAt = this.now();
    this.#checking ??= (async () => {
      const version = await this.images.catalogueVersion();
      if (version === null) {
        // A legacy images API: no versions, the TTL refresh keeps the copy fresh; ask again after a TTL.
        this.#checkedAt = this.now() + this.ttlMs;
        return;
      }
      if (version === this.#version) return;
      // A load already under way (a TTL refresh) may have read the catalogue before this version: let it end,
      // then read again, or the copy would be taken for fresher than it is.
      if (this.#loading) await this.#loading.catch(() => {});
      await this.#load();
      // The copy was read after the version: it is at least that fresh.
      this.#version = version;
    })()
      .catch(this.onRefreshError)
      .finally(() => {
        this.#checking = null;
      });
  }

  /** One load at a time: concurrent callers share it. */
  #load(): Promise<Catalogue> {
    this.#loading ??= this.images
      .catalogue()
      .then((snapshot) => {
        this.#current = index(snapshot);
        // As fresh as a check: the next one is due a second from now.
        this.#loadedAt = this.#checkedAt = this.now();
        return this.#current;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  /**
   * Re-reads the given products (their stock changed: an order was placed or cancelled). Best effort: the
   * order already happened, so a failure here is logged and the next full refresh catches up.
   */
  async refreshProducts(ids: readonly string[]): Promise<void> {
    let fresh: (ProductModel | null)[];
    try {
      fresh = await Promise.all([...new Set(ids)].map((id) => this.images.product(id)));
    } catch (error) {
      this.onRefreshError(error);
      return;
    }
    const current = this.#current;
    if (!current) return;
    const byId = new Map(fresh.flatMap((product) => (product ? [[product.id, product] as const] : [])));
    const products = current.products.map((product) => {
      const update = byId.get(product.id);
      return update ? { ...update, position: product.position } : product;
    });
    this.#current = index({ ...current, products });
  }
}
