/**
 * The operator details a Korean online shop must show (전자상거래법 제10조): 상호, 대표자,
 * 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터, 호스팅 제공자. Read from the server's
 * configuration; where a value is not configured the answer carries a demo value and says so.
 */
import { z } from 'zod';
import { defineContract } from './contract.js';

export const ZOperatorInfo = z.object({
  NAME: z.string(),
  CEO: z.string(),
  BUSINESS_NO: z.string(),
  MAIL_ORDER_NO: z.string(),
  ADDRESS: z.string(),
  CS_PHONE: z.string(),
  CS_EMAIL: z.string(),
  CS_HOURS: z.string(),
  HOSTING: z.string(),
  /** True when any value above is the built-in example, not the operator's own: show it as 예시. */
  DEMO: z.boolean(),
});
export type OperatorInfo = z.infer<typeof ZOperatorInfo>;

export const siteInfo = defineContract({
  method: 'GET',
  path: '/api/main/site_info',
  summary:
    '화면 아래에 표시할 사업자 정보(상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터)를 불러옵니다.',
  tags: ['main'],
  auth: false,
  response: z.object({ operator: ZOperatorInfo }),
});
