import { describe, expect, it } from 'vitest';
import { expReasonLabel, pointReasonLabel } from './history.js';

describe('history words', () => {
  it('names a movement by its kind before its code', () => {
    expect(pointReasonLabel({ kind: 'topup', reason: '10000', delta: 10 })).toBe(
      '카페테리아 충전 (10,000원)',
    );
    expect(pointReasonLabel({ kind: 'refund', reason: '10000', delta: -10 })).toBe(
      '충전 취소 (카페테리아 충전 (10,000원))',
    );
    expect(pointReasonLabel({ kind: 'spend', reason: 'G01', delta: -5 })).toBe(
      '기프티콘 구매 (아메리카노 T)',
    );
    expect(pointReasonLabel({ kind: 'refund', reason: 'G01', delta: 5 })).toBe(
      '기프티콘 발송 실패 환불 (아메리카노 T)',
    );
    expect(pointReasonLabel({ kind: 'gift', reason: 'gift', delta: -2 })).toBe('포인트 선물 보냄');
    expect(pointReasonLabel({ kind: 'gift', reason: 'gift', delta: 2 })).toBe('포인트 선물 받음');
    expect(pointReasonLabel({ kind: 'event', reason: 'event', delta: 3 })).toBe('이벤트 보상');
    expect(pointReasonLabel({ kind: 'reward', reason: 'F01', delta: 10 })).toBe('본인인증 보상');
  });

  it('says what earned the activity score', () => {
    expect(expReasonLabel({ kind: 'reward', reason: 'C02', delta: 200 })).toBe('프로젝트 회고 작성');
    expect(expReasonLabel({ kind: 'reward', reason: 'D33', delta: 50 })).toBe('댓글 작성');
    expect(expReasonLabel({ kind: 'topup', reason: '30000', delta: 3000 })).toBe(
      '카페테리아 충전 (30,000원)',
    );
    expect(expReasonLabel({ kind: 'quest', reason: 'quest:Q1', delta: 50 })).toBe('퀘스트 보상');
  });
});
