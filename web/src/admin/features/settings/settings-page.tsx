import { SHOP_SETTING_KEYS } from '@store/domain';
import { useState } from 'react';
import { useSettingsPageQuery, type SettingsForm_SettingsFragment } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { OwnerOnlyNotice } from '@/admin/components/owner-only.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SETTING_LABELS, settingText } from './settings-rules.ts';

const READ_ONLY = 'Only the owner changes the shop’s settings. You can read them here.';

/** /admin/settings: the shop's details for invoices, slips and the storefront; the owner edits, staff read. */
export function SettingsPage() {
  return (
    <AdminPage title="Settings">
      <Settings />
    </AdminPage>
  );
}

function Settings() {
  const owner = useSignedInMember().role === 'OWNER';
  const { data, error, refetch } = useSettingsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<string>();

  if (!data) {
    if (error) return <QueryProblem what="The settings" onRetry={refetch} />;
    return <p role="status">Loading the settings…</p>;
  }
  if (!owner) {
    return (
      <>
        <OwnerOnlyNotice message={READ_ONLY} />
        <SettingsList settings={data.shopSettings} />
      </>
    );
  }
  return (
    <>
      <FormNote message={notice} />
      <section className="settings-panel">
        <SettingsForm settings={data.shopSettings} onSaved={setNotice} />
      </section>
    </>
  );
}

/** The settings as text, for a member who may not change them. */
function SettingsList({ settings }: { settings: SettingsForm_SettingsFragment }) {
  return (
    <dl className="settings-list" aria-label="Shop settings">
      {SHOP_SETTING_KEYS.map((key) => (
        <div key={key}>
          <dt>{SETTING_LABELS[key]}</dt>
          <dd {...(key.endsWith('Ar') && { lang: 'ar', dir: 'auto' })}>{settingText(settings, key)}</dd>
        </div>
      ))}
    </dl>
  );
}
