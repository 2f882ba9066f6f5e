/**
 * Region rule: a gathering held online only has no place, so its region must be the
 * nationwide/online code. Which region codes exist is the code tables' business (codes/).
 */

/** Meeting mode `'01'`: online only. */
export const ONLINE_ONLY_MEETING_MODE = '01';

/** The one region an online-only gathering may have. */
export const ONLINE_REGION_CODE = 'KR00';

/** Online-only gatherings allow only `KR00`; other modes allow any region (presence is checked elsewhere). */
export function isRegionAllowed(meetingMode: string, region: string): boolean {
  if (meetingMode === ONLINE_ONLY_MEETING_MODE) return region === ONLINE_REGION_CODE;
  return true;
}
