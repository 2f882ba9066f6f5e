import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { uploadApi } from '@sidequest/shared';
import { FileText, Image, Paperclip, UserSquare } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { useUpload } from '../profile/use-upload';
import styles from './composer.module.css';
import menuStyles from './room.module.css';
import { sendChatMessage } from './send';

/**
 * 첨부: a picture or a document goes up first (with its progress), then is sent as an image
 * ('02') or files ('08') message with the uploaded URL; 내 프로필 카드 sends a profile card ('03').
 */
export function AttachMenu({ roomId, disabled }: { roomId: string; disabled: boolean }) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile);
  const image = useUpload(uploadApi.chatImages, 'image');
  const file = useUpload(uploadApi.chatFiles, 'imageOrDocument');
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = image.uploading || file.uploading;
  const progress = image.progress ?? file.progress;
  const error = image.error ?? file.error;

  const onImage = async (picked: File | undefined) => {
    if (!picked) return;
    file.reset();
    const res = await image.upload(picked, { chatId: roomId });
    if (res) {
      void sendChatMessage(roomId, {
        body: res.name,
        type: '02',
        ref: { url: res.url },
        preview: t('composer.image_preview', { name: res.name }),
      });
    }
  };
  const onFile = async (picked: File | undefined) => {
    if (!picked) return;
    image.reset();
    const res = await file.upload(picked, { chatId: roomId });
    if (res) {
      void sendChatMessage(roomId, {
        body: res.name,
        type: '08',
        ref: { url: res.url },
        preview: t('composer.file_preview', { name: res.name }),
      });
    }
  };
  const shareProfile = () => {
    if (!me) return;
    void sendChatMessage(roomId, {
      body: me.nickname,
      type: '03',
      ref: { userNo: me.no },
      preview: t('composer.profile_preview'),
    });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.composerIcon}
          aria-label={t('composer.attach')}
          disabled={disabled || busy}
        >
          <Paperclip size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menuStyles.menu} side="top" align="start" sideOffset={6}>
            <DropdownMenu.Item className={menuStyles.menuItem} onSelect={() => imageInput.current?.click()}>
              <Image size={16} aria-hidden="true" />
              {t('composer.attach_image')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuStyles.menuItem} onSelect={() => fileInput.current?.click()}>
              <FileText size={16} aria-hidden="true" />
              {t('composer.attach_file')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuStyles.menuItem} onSelect={shareProfile}>
              <UserSquare size={16} aria-hidden="true" />
              {t('composer.attach_profile')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <input
        ref={imageInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          void onImage(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        hidden
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {busy || error ? (
        <div className={styles.uploadStatus} role={error ? 'alert' : 'status'}>
          {busy ? (
            <>
              <span>{t('composer.uploading', { name: image.fileName ?? file.fileName ?? '' })}</span>
              <progress max={100} value={progress ?? 0} aria-label={t('composer.upload_progress')} />
            </>
          ) : (
            <span className={styles.uploadError}>{error}</span>
          )}
        </div>
      ) : null}
    </>
  );
}
