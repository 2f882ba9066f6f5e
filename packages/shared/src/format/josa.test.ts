import { describe, expect, it } from 'vitest';
import { josaFor, resolveJosa, withJosa } from './josa.js';

describe('withJosa', () => {
  it('chooses by the last Hangul syllable, ㄹ taking 로', () => {
    expect(withJosa('웹 프론트엔드', '으로/로')).toBe('웹 프론트엔드로');
    expect(withJosa('개발', '으로/로')).toBe('개발로');
    expect(withJosa('디자인팀', '으로/로')).toBe('디자인팀으로');
    expect(withJosa('프로젝트', '을/를')).toBe('프로젝트를');
    expect(withJosa('마일스톤', '을/를')).toBe('마일스톤을');
    expect(withJosa('데모메이커', '이/가')).toBe('데모메이커가');
    expect(withJosa('라운지 글', '은/는')).toBe('라운지 글은');
    expect(withJosa('기획', '와/과')).toBe('기획과');
  });

  it('reads digits and Latin tech names aloud', () => {
    expect(withJosa('3', '이/가')).toBe('3이');
    expect(withJosa('2', '이/가')).toBe('2가');
    expect(withJosa('React', '을/를')).toBe('React를');
    expect(withJosa('Python', '으로/로')).toBe('Python으로');
    expect(withJosa('Spring', '이/가')).toBe('Spring이');
    expect(withJosa('Tool', '으로/로')).toBe('Tool로');
  });

  it('looks through closing quotes and brackets', () => {
    expect(josaFor("'준비 중'", '으로/로')).toBe('으로');
    expect(josaFor('‘사이드퀘스트’', '을/를')).toBe('를');
    expect(josaFor('(MVP)', '이/가')).toBe('가');
  });
});

describe('resolveJosa', () => {
  it('replaces each written-out alternative by the word before it', () => {
    expect(resolveJosa('데모메이커님이 웹 프론트엔드(으)로 팀에 합류했어요.')).toBe(
      '데모메이커님이 웹 프론트엔드로 팀에 합류했어요.',
    );
    expect(resolveJosa("진행 단계가 '개발'(으)로 바뀌었어요.")).toBe("진행 단계가 '개발'로 바뀌었어요.");
    expect(resolveJosa("'준비 중'에서 '출시'(으)로")).toBe("'준비 중'에서 '출시'로");
    expect(resolveJosa("마일스톤 'MVP'을(를) 추가했어요.")).toBe("마일스톤 'MVP'를 추가했어요.");
    expect(resolveJosa("'댓글'을(를) 올렸어요, '글'(이)가 남았어요")).toBe(
      "'댓글'을 올렸어요, '글'이 남았어요",
    );
    expect(resolveJosa('바나나(와)과 밥(은)는')).toBe('바나나와 밥은');
  });

  it('leaves texts without marks and unreadable endings alone', () => {
    expect(resolveJosa('괄호(참고) 안의 말')).toBe('괄호(참고) 안의 말');
    expect(resolveJosa('(으)로 시작')).toBe('(으)로 시작');
  });
});

describe('josaFor with nothing to read', () => {
  it('keeps both forms rather than guess', () => {
    expect(withJosa('🚀', '을/를')).toBe('🚀을(를)');
  });
});
