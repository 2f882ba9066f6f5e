import { ChevronDown } from 'lucide-react';
import { Link } from '../../lib/router';
import { useSiteInfo } from '../../app/layout/use-site-info';
import { policyHref } from '../../app/nav';
import { usePageMeta } from '../../app/use-page-meta';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import styles from './faq.module.css';

interface FaqItem {
  q: string;
  a: string;
  /** Where the answer continues: a page that exists today. */
  link?: { to: string; label: string };
}

/**
 * Answers about what the product does today, each ending at the page that does it. Content, not
 * interface wording (like the policy texts), so it lives here rather than in a locale file that
 * every page downloads; it changes only together with the features it describes.
 */
const GROUPS: { title: string; items: FaqItem[] }[] = [
  {
    title: '가입과 계정',
    items: [
      {
        q: '누가 가입할 수 있나요?',
        a: '만 14세 이상이면 누구나 가입할 수 있어요. 가입하면서 고른 직무와 관심 분야로 맞는 모임과 사람을 추천해 드려요.',
        link: { to: '/join', label: '회원가입' },
      },
      {
        q: '비밀번호를 잊어버렸어요.',
        a: '로그인 화면의 비밀번호 찾기에서 가입한 이메일을 적으면 새 비밀번호를 정할 수 있는 링크를 보내 드려요.',
        link: { to: '/password/reset', label: '비밀번호 찾기' },
      },
    ],
  },
  {
    title: '모임과 팀원 모집',
    items: [
      {
        q: '팀원은 어떻게 모집하나요?',
        a: '프로젝트의 모집글 쓰기에서 모임 종류와 모집 직무를 정하고 템플릿 항목을 채워 게시하면 돼요. 지원자에게 물을 질문은 리더가 직접 써요.',
        link: { to: '/project/new', label: '모집글 쓰기' },
      },
      {
        q: '모임에 지원하면 어떻게 되나요?',
        a: '모임 페이지의 지원하기에서 리더의 질문에 답하면 지원이 돼요. 리더가 수락하거나 거절하면 알림으로 알려 드려요.',
        link: { to: '/project', label: '모집 중인 모임 보기' },
      },
    ],
  },
  {
    title: '포인트와 결제',
    items: [
      {
        q: '커피 포인트와 활동 점수는 어떻게 다른가요?',
        a: '커피 포인트는 충전해서 돈처럼 쓰는 포인트이고, 활동 점수는 글·댓글·프로젝트 같은 활동으로 쌓여 레벨을 올려 줘요. 활동 점수는 돈으로 바꿀 수 없어요.',
        link: { to: '/points/guide', label: '포인트 안내' },
      },
      {
        q: '충전한 포인트를 환불할 수 있나요?',
        a: '카페테리아의 충전 내역에서 환불을 신청할 수 있어요. 환불할 수 있는 기간과 조건은 결제 및 환불 약관에 있어요.',
        link: { to: policyHref('refund_policy'), label: '결제 및 환불 약관' },
      },
    ],
  },
  {
    title: '퀘스트와 프로덕트',
    items: [
      {
        q: '퀘스트는 무엇인가요?',
        a: '메이커들의 회고와 인사이트를 담은 매거진이에요. 글을 읽고 퀘스트에 참여하면 포인트와 활동 점수를 받을 수 있어요.',
        link: { to: '/quest', label: '퀘스트 읽기' },
      },
      {
        q: '만든 서비스를 알리고 싶어요.',
        a: '프로덕트 엑스포에 부스를 열면 다른 메이커의 응원과 리뷰를 받을 수 있고, 응원과 리뷰로 매주 랭킹이 정해져요.',
        link: { to: '/product', label: '프로덕트 엑스포' },
      },
    ],
  },
  {
    title: '이용 제한',
    items: [
      {
        q: '이용이 제한됐어요.',
        a: '신고된 글이나 행동이 운영 정책에 어긋나면 이용이 제한될 수 있어요. 제한 사유와 기간은 알림으로 보내 드리고, 이의가 있으면 아래 고객센터로 알려 주세요.',
        link: { to: policyHref('service_policy'), label: '서비스 이용약관' },
      },
    ],
  },
];

/** `/faq`: the questions new members ask, and how to reach the operator for the rest. */
export function FaqPage() {
  const meta = usePageMeta('faq');
  return (
    <Page>
      <PageHeader title={meta.heading} description={meta.description} />
      <div className={styles.groups}>
        {GROUPS.map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            {group.items.map((item) => (
              <details key={item.q} className={styles.item}>
                <summary className={styles.question}>
                  {item.q}
                  <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
                </summary>
                <div className={styles.answer}>
                  <p>{item.a}</p>
                  {item.link ? (
                    <Link to={item.link.to} className={styles.more}>
                      {item.link.label} →
                    </Link>
                  ) : null}
                </div>
              </details>
            ))}
          </section>
        ))}
        <Contact />
      </div>
    </Page>
  );
}

/** The operator's customer centre, as configured (marked when it is the demo's example). */
function Contact() {
  const site = useSiteInfo();
  const op = site.data?.operator;
  return (
    <section className={styles.contact} aria-labelledby="faq-contact">
      <h2 id="faq-contact" className={styles.groupTitle}>
        찾는 답이 없나요?
      </h2>
      {op ? (
        <p data-testid="faq-contact">
          고객센터 {op.CS_PHONE} · <a href={`mailto:${op.CS_EMAIL}`}>{op.CS_EMAIL}</a> · {op.CS_HOURS}
          {op.DEMO ? <span className={styles.demo}>데모용 예시 정보</span> : null}
        </p>
      ) : site.isError ? (
        <p>페이지 아래 사업자 정보의 고객센터로 문의해 주세요.</p>
      ) : (
        <Skeleton width="70%" height={20} />
      )}
    </section>
  );
}
