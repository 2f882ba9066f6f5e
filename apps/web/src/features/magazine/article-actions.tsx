import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { ReportDialog } from '../moderation/report-dialog';
import { useRemoveArticle } from './api';
import styles from './article.module.css';
import { editPath, MAGAZINE_PATH } from './urls';

/** 수정 / 삭제 on one's own article; 신고하기 on someone else's. */
export function ArticleActions({ questNo, mine }: { questNo: number; mine: boolean }) {
  const { t } = useTranslation('magazine');
  const navigate = useNavigate();
  const removeArticle = useRemoveArticle();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);

  /** false keeps the confirm dialog open after a failure. */
  const remove = async (): Promise<boolean | undefined> => {
    try {
      await removeArticle.mutateAsync(questNo);
      toast(t('article.removed'), { tone: 'success' });
      navigate(MAGAZINE_PATH, { replace: true });
    } catch (err) {
      toast(t('article.remove_failed'), { description: errorMessage(err), tone: 'error' });
      return false;
    }
  };

  if (!mine) {
    return (
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          icon={<Flag size={15} aria-hidden="true" />}
          onClick={() => setReporting(true)}
        >
          {t('article.report')}
        </Button>
        <ReportDialog open={reporting} onOpenChange={setReporting} targetType="article" targetNo={questNo} />
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Link to={editPath(questNo)} className={buttonClass('secondary', 'sm')}>
        <Pencil size={15} aria-hidden="true" /> {t('article.edit')}
      </Link>
      <Button
        variant="ghost"
        size="sm"
        icon={<Trash2 size={15} aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      >
        {t('article.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('article.remove_title')}
        description={t('article.remove_message')}
        confirmLabel={t('article.remove_confirm')}
        tone="danger"
        onConfirm={remove}
      />
    </div>
  );
}
