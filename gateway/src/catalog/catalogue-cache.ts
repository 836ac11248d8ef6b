import type { ImagesApi } from '../datasources/images-api.ts';
import type { CatalogueSnapshot, CollectionModel, ProductModel } from './models.ts';

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

/**
 * The catalogue (products, collections, banners, top picks) kept in the gateway: shop queries filter, sort
 * and search it without calling the backend. After `ttlMs` it is refreshed in the background while the old
 * copy is still served; when the upstream is down the last copy keeps being served.
 */
export class CatalogueCache {
  #current: Catalogue | null = null;
  #loadedAt = 0;
  #loading: Promise<Catalogue> | null = null;

  constructor(
    private readonly images: ImagesApi,
    private readonly ttlMs: number,
    private readonly onRefreshError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<Catalogue> {
    if (!this.#current) return this.#load();
    if (this.now() - this.#loadedAt > this.ttlMs) this.#load().catch(this.onRefreshError);
    return this.#current;
  }

  /** One load at a time: concurrent callers share it. */
  #load(): Promise<Catalogue> {
    this.#loading ??= this.images
      .catalogue()
      .then((snapshot) => {
        this.#current = index(snapshot);
        this.#loadedAt = this.now();
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
