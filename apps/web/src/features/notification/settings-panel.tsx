import { type NotificationGroup, type NotificationSetting, notificationKinds } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useChangeSetting, useNotificationSettings } from './api';
import styles from './notification.module.css';
import { Switch } from './switch';

const GROUPS: NotificationGroup[] = ['social', 'activity'];

function SettingsSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonGroup label={t('notification.settings.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.skeletonRow}>
          <div className={styles.skeletonText}>
            <Skeleton width="40%" height={15} />
            <Skeleton width="70%" height={12} />
          </div>
          <Skeleton width={44} height={26} style={{ borderRadius: 999 }} />
          <Skeleton width={44} height={26} style={{ borderRadius: 999 }} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * Per-kind switches (앱 알림, 이메일). A kind switched off in-app stops new notifications of that
 * kind from being stored at all. The profile feature mounts this on the My page.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation('common');
  const settings = useNotificationSettings();
  const change = useChangeSetting();

  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) {
    return (
      <ErrorState
        compact
        title={t('notification.settings.error_title')}
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }

  const byKind = new Map(settings.data.map((s) => [s.KIND, s]));
  const toggle = (s: NotificationSetting, channel: 'in_app' | 'email', value: boolean) =>
    change.mutate({
      kind: s.KIND,
      in_app: channel === 'in_app' ? value : s.IN_APP,
      email: channel === 'email' ? value : s.EMAIL,
    });

  return (
    <div className={styles.settings} data-testid="notification-settings">
      {GROUPS.map((group) => (
        <section key={group} className={styles.settingsGroup} aria-labelledby={`noti-settings-${group}`}>
          <div className={styles.settingsHead}>
            <h3 id={`noti-settings-${group}`} className={styles.settingsTitle}>
              {t(`notification.settings.group_${group}`)}
            </h3>
            <span className={styles.settingsColumn} aria-hidden="true">
              {t('notification.settings.in_app')}
            </span>
            <span className={styles.settingsColumn} aria-hidden="true">
              {t('notification.settings.email')}
            </span>
          </div>
          <ul className={styles.settingsList}>
            {notificationKinds.items
              .filter((k) => k.group === group)
              .map((kind) => {
                const s = byKind.get(kind.code);
                if (!s) return null;
                return (
                  <li key={kind.code} className={styles.settingsRow}>
                    <div className={styles.settingsText}>
                      <span className={styles.settingsLabel}>{kind.label}</span>
                      <span className={styles.settingsDescription}>{kind.description}</span>
                    </div>
                    <Switch
                      checked={s.IN_APP}
                      onChange={(v) => toggle(s, 'in_app', v)}
                      label={t('notification.settings.switch_in_app', { kind: kind.label })}
                    />
                    <Switch
                      checked={s.EMAIL}
                      onChange={(v) => toggle(s, 'email', v)}
                      label={t('notification.settings.switch_email', { kind: kind.label })}
                    />
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      <p className={styles.settingsNote}>{t('notification.settings.note')}</p>
    </div>
  );
}
