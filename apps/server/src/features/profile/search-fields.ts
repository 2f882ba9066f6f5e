import { normalizeSearchText, searchGrams } from '@sidequest/shared';

/** The stored search keys of a member: kept in step with nickname and introduction on every write. */
export function profileSearchFields(nickname: string, introduction: string) {
  return {
    searchText: normalizeSearchText(`${nickname} ${introduction}`),
    searchGrams: searchGrams(nickname, introduction),
  };
}
