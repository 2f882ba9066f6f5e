import { describe, expect, it } from 'vitest';
import { attachmentsOf, isImageAttachment, pollPercents, replyCounter, tagFromParam } from './lounge-helpers';

const empty = {
  FEED_ATTACHMENT_URL1: null,
  FEED_ATTACHMENT_NAME1: null,
  FEED_ATTACHMENT_URL2: null,
  FEED_ATTACHMENT_NAME2: null,
  FEED_ATTACHMENT_URL3: null,
  FEED_ATTACHMENT_NAME3: null,
  FEED_ATTACHMENT_URL4: null,
  FEED_ATTACHMENT_NAME4: null,
  FEED_ATTACHMENT_URL5: null,
  FEED_ATTACHMENT_NAME5: null,
};

describe('pollPercents', () => {
  it('adds up to exactly 100 with the largest remainders rounded up', () => {
    expect(pollPercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(pollPercents([2, 1])).toEqual([67, 33]);
    expect(pollPercents([1, 1, 1, 1, 1, 1, 1])).toSatisfy((p: number[]) => p.reduce((a, b) => a + b) === 100);
  });

  it('keeps exact shares and zero options as they are', () => {
    expect(pollPercents([3, 1, 0])).toEqual([75, 25, 0]);
    expect(pollPercents([0, 5])).toEqual([0, 100]);
  });

  it('is all zero without votes', () => {
    expect(pollPercents([0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('attachmentsOf', () => {
  it('lists the filled slots in order and tells pictures from documents', () => {
    const list = attachmentsOf({
      ...empty,
      FEED_ATTACHMENT_URL1: '/uploads/feed/a.png',
      FEED_ATTACHMENT_NAME1: '화면.png',
      FEED_ATTACHMENT_URL3: '/uploads/feed/b.pdf',
      FEED_ATTACHMENT_NAME3: '기획서.pdf',
      FEED_ATTACHMENT_URL5: '/uploads/feed/c.docx',
      FEED_ATTACHMENT_NAME5: null,
    });
    expect(list).toEqual([
      { url: '/uploads/feed/a.png', name: '화면.png', kind: 'image' },
      { url: '/uploads/feed/b.pdf', name: '기획서.pdf', kind: 'document' },
      { url: '/uploads/feed/c.docx', name: 'c.docx', kind: 'document' },
    ]);
  });

  it('is empty without attachments', () => {
    expect(attachmentsOf(empty)).toEqual([]);
  });

  it('looks past query strings when telling pictures apart', () => {
    expect(isImageAttachment('/u/x.JPG?v=2', 'x')).toBe(true);
    expect(isImageAttachment('/u/x.pdf', 'x.pdf')).toBe(false);
  });
});

describe('replyCounter', () => {
  it('counts characters (not UTF-16 units) against 1,000', () => {
    expect(replyCounter('안녕하세요').text).toBe('5 / 1,000');
    expect(replyCounter('👍👍').text).toBe('2 / 1,000');
  });

  it('marks the text over the limit and blank text as empty', () => {
    expect(replyCounter('가'.repeat(1000)).over).toBe(false);
    const over = replyCounter('가'.repeat(1001));
    expect(over).toMatchObject({ text: '1,001 / 1,000', over: true });
    expect(replyCounter('  \n ').empty).toBe(true);
  });
});

describe('tagFromParam', () => {
  it('keeps real lounge tags only', () => {
    expect(tagFromParam('02')).toBe('02');
    expect(tagFromParam('10')).toBeUndefined();
    expect(tagFromParam(null)).toBeUndefined();
  });
});
