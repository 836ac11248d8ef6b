import { useState, type ReactNode } from 'react';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { nextPosition } from './content-rules.ts';
import { DeleteContentDialog } from './delete-content-dialog.tsx';

/** What every kind of home-page content has: an id and a position in its list. */
export interface ContentItem {
  id: string;
  position: number;
}

/** The props of a kind's add or edit dialog. */
export interface ContentFormProps<T> {
  /** The item to edit, 'new' to add one, null when closed. */
  item: T | 'new' | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

interface ContentListProps<T extends ContentItem> {
  items: readonly T[];
  /** What the page calls one item and several: 'banner', 'banners'. */
  noun: string;
  nouns: string;
  /** How many the home page holds. */
  max: number;
  /** Extra class of each item (e.g. one without an image). */
  itemClassName?: string;
  /** The item as the list shows it. */
  renderItem: (item: T) => ReactNode;
  /** Names the item after "Edit"/"Delete" for screen readers, e.g. 'banner Built for the track'. */
  nameOf: (item: T) => string;
  /** The item in the delete question, e.g. 'the banner “Built for the track”'. */
  describe: (item: T) => string;
  /** Deletes; answers why it could not, or undefined once deleted. */
  remove: (item: T) => Promise<string | undefined>;
  /** The kind's add or edit dialog. */
  Form: (props: ContentFormProps<T>) => ReactNode;
}

/**
 * A list of home-page content in its order (banners, testimonials): each item editable and deletable, and the
 * button to add one while the home page holds fewer than `max`.
 */
export function ContentList<T extends ContentItem>({
  items,
  noun,
  nouns,
  max,
  itemClassName,
  renderItem,
  nameOf,
  describe,
  remove,
  Form,
}: ContentListProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<string>();
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const full = items.length >= max;

  return (
    <>
      <FormNote message={notice} />
      {sorted.length === 0 ? (
        <p>The home page has no {noun}.</p>
      ) : (
        <ol className="content-list">
          {sorted.map((item) => (
            <li key={item.id} className={itemClassName ? `content-item ${itemClassName}` : 'content-item'}>
              {renderItem(item)}
              <div className="content-item__actions">
                <button type="button" className="button button--outline" onClick={() => setEditing(item)}>
                  Edit<span className="visually-hidden"> {nameOf(item)}</span>
                </button>
                <button type="button" className="button button--outline" onClick={() => setDeleting(item)}>
                  Delete<span className="visually-hidden"> {nameOf(item)}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="form__actions">
        <button type="button" className="button" disabled={full} onClick={() => setEditing('new')}>
          Add {noun}
        </button>
        {full && (
          <p className="form__hint">
            The home page holds at most {max} {nouns}: delete one to add another.
          </p>
        )}
      </div>
      <Form
        item={editing}
        nextPosition={nextPosition(items)}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <DeleteContentDialog
        label={`Delete ${noun}`}
        what={deleting ? describe(deleting) : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return undefined;
          const refusal = await remove(deleting);
          if (refusal) return refusal;
          setNotice(`The ${noun} is deleted.`);
          return undefined;
        }}
      />
    </>
  );
}
