import { texts } from '../lib/texts/store';
import { toast } from './toast-store';

async function writeText(text: string): Promise<void> {
  // navigator.clipboard exists only in secure contexts (https, localhost).
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and plain-http previews: the textarea + execCommand fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}

/** Copy text and tell the user: the seed's "클립보드 복사 완료" notice. Resolves to success. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await writeText(text);
    toast(texts.t('alert:clipboard.copied_title'), { tone: 'success' });
    return true;
  } catch (err) {
    console.warn('[clipboard] copy failed', err);
    toast(texts.t('alert:clipboard.failed_title'), {
      description: texts.t('alert:clipboard.failed_message'),
      tone: 'error',
    });
    return false;
  }
}
