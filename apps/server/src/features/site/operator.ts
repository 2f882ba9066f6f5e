import type { OperatorInfo } from '@sidequest/shared';
import type { Config } from '../../config.js';

/**
 * Believable but plainly fake: zeros where a number goes and "(예시)" where a name goes, so even a
 * screenshot without the badge cannot pass for a registered business.
 */
export const DEMO_OPERATOR: Omit<OperatorInfo, 'DEMO'> = {
  NAME: '사이드퀘스트(예시)',
  CEO: '홍길동(예시)',
  BUSINESS_NO: '000-00-00000',
  MAIL_ORDER_NO: '제0000-서울강남-00000호',
  ADDRESS: '서울특별시 강남구 테헤란로 000, 0층 (예시 주소)',
  CS_PHONE: '02-0000-0000',
  CS_EMAIL: 'help@example.com',
  CS_HOURS: '평일 10:00~18:00 (점심 12:30~13:30, 주말·공휴일 휴무)',
  HOSTING: '예시 클라우드(주)',
};

type OperatorConfig = Pick<
  Config,
  | 'OPERATOR_NAME'
  | 'OPERATOR_CEO'
  | 'OPERATOR_BUSINESS_NO'
  | 'OPERATOR_MAIL_ORDER_NO'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_CS_PHONE'
  | 'OPERATOR_CS_EMAIL'
  | 'OPERATOR_CS_HOURS'
  | 'OPERATOR_HOSTING'
>;

/** The configured details, each missing one replaced by its demo value; DEMO says whether any was. */
export function operatorInfo(config: OperatorConfig): OperatorInfo {
  const configured: Omit<OperatorInfo, 'DEMO'> = {
    NAME: config.OPERATOR_NAME ?? '',
    CEO: config.OPERATOR_CEO ?? '',
    BUSINESS_NO: config.OPERATOR_BUSINESS_NO ?? '',
    MAIL_ORDER_NO: config.OPERATOR_MAIL_ORDER_NO ?? '',
    ADDRESS: config.OPERATOR_ADDRESS ?? '',
    CS_PHONE: config.OPERATOR_CS_PHONE ?? '',
    CS_EMAIL: config.OPERATOR_CS_EMAIL ?? '',
    CS_HOURS: config.OPERATOR_CS_HOURS ?? '',
    HOSTING: config.OPERATOR_HOSTING ?? '',
  };
  let demo = false;
  const out = { ...configured };
  for (const key of Object.keys(out) as (keyof typeof out)[]) {
    if (!out[key]) {
      out[key] = DEMO_OPERATOR[key];
      demo = true;
    }
  }
  return { ...out, DEMO: demo };
}
