import type { Resume } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FollowButton } from '../people/follow-button';
import { profileKeys } from './api';
import { ProfilePage } from './profile-page';

/** Keeps every cached copy of this person's resume in step with a follow or unfollow. */
function FollowControl({ resume }: { resume: Resume }) {
  const client = useQueryClient();
  return (
    <FollowButton
      userNo={resume.USER_NO}
      initialFollowing={resume.IS_FOLLOWING}
      followerCount={resume.ACTIVITY.FOLLOWER_COUNT}
      nickname={resume.USER_NICKNAME}
      onChange={({ following, followerCount }) => {
        client.setQueriesData<{ result: 'success'; resume: Resume }>(
          { queryKey: profileKeys.resumes },
          (old) =>
            old && old.resume.USER_NO === resume.USER_NO
              ? {
                  ...old,
                  resume: {
                    ...old.resume,
                    IS_FOLLOWING: following,
                    ACTIVITY: { ...old.resume.ACTIVITY, FOLLOWER_COUNT: followerCount },
                  },
                }
              : old,
        );
        void client.invalidateQueries({ queryKey: ['profile', 'relations'] });
      }}
    />
  );
}

/** `/people/:nickname`, as the router mounts it: the profile with the people feature's follow button. */
export function ProfileRoute() {
  return <ProfilePage followSlot={(resume) => <FollowControl resume={resume} />} />;
}
