import type { DomainEvents } from '../../lib/domain-events.js';
import { jobLabel, projectLink } from '../project/team/common.js';
import { type NotifyInput, notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** Notifications for project events: the team's comings and goings, applications, invitations, the board. */
export function notifyOnProject(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  const membersTab = (projectNo: number) => `${projectLink(projectNo)}?tab=members`;
  const tell = async (input: NotifyInput) => {
    await notify(db, realtime, input);
  };

  events.on('project.applied', 'notification', ({ project, applicant, jobCode }) =>
    tell({
      userNo: project.leaderNo,
      kind: 'apply',
      actorNo: applicant.userNo,
      title: `${applicant.nickname}님이 '${project.title}'에 지원했어요.`,
      body: `${jobLabel(jobCode)} 자리에 지원했어요. 팀원 탭에서 지원서를 확인해 주세요.`,
      linkUrl: membersTab(project.projectNo),
    }),
  );

  events.on('project.applicationDecided', 'notification', ({ project, applicantNo, approved, byNo }) =>
    tell({
      userNo: applicantNo,
      kind: 'apply',
      actorNo: byNo,
      title: approved
        ? `'${project.title}' 팀에 합류했어요!`
        : `'${project.title}' 지원이 이번에는 함께하지 못하게 되었어요.`,
      body: approved
        ? '리더가 지원을 확정했어요. 프로젝트 공간에서 팀원들과 인사해 보세요.'
        : '다른 프로젝트도 둘러보세요. 나와 맞는 팀이 기다리고 있어요.',
      linkUrl: approved ? projectLink(project.projectNo) : '/project',
    }),
  );

  events.on('project.invited', 'notification', ({ project, inviter, inviteeNo, invitationNo, message }) =>
    tell({
      userNo: inviteeNo,
      kind: 'invite',
      actorNo: inviter.userNo,
      title: `${inviter.nickname}님이 '${project.title}'에 초대했어요.`,
      body: message || '프로젝트를 둘러보고 초대에 답해 주세요.',
      // The answer buttons live in 마이페이지 › 프로젝트 (내 초대).
      linkUrl: '/my?tab=projects',
      data: { invitationNo, projectNo: project.projectNo },
    }),
  );

  events.on('project.invitationAnswered', 'notification', ({ project, invitee, accepted }) =>
    tell({
      userNo: project.leaderNo,
      kind: 'invite',
      actorNo: invitee.userNo,
      title: accepted
        ? `${invitee.nickname}님이 '${project.title}' 초대를 수락했어요.`
        : `${invitee.nickname}님이 '${project.title}' 초대를 정중히 거절했어요.`,
      linkUrl: membersTab(project.projectNo),
    }),
  );

  events.on('project.memberLeft', 'notification', ({ project, member, removedByNo }) =>
    removedByNo === null
      ? tell({
          userNo: project.leaderNo,
          kind: 'system',
          actorNo: member.userNo,
          title: `${member.nickname}님이 '${project.title}' 팀을 떠났어요.`,
          body: '자리가 다시 열렸어요. 새 팀원을 모집해 보세요.',
          linkUrl: membersTab(project.projectNo),
        })
      : tell({
          userNo: member.userNo,
          kind: 'system',
          actorNo: removedByNo,
          title: `'${project.title}' 팀에서 나가게 되었어요.`,
          body: '리더가 팀 구성을 바꿨어요. 다른 프로젝트도 둘러보세요.',
          linkUrl: '/project',
        }),
  );

  events.on('project.leaderChanged', 'notification', ({ project, previousLeaderNo }) =>
    tell({
      userNo: project.leaderNo,
      kind: 'system',
      actorNo: previousLeaderNo,
      title: `'${project.title}'의 새 리더가 되었어요.`,
      body: '이제 지원자를 확정하고 팀을 이끌 수 있어요.',
      linkUrl: projectLink(project.projectNo),
    }),
  );

  events.on('project.deleted', 'notification', async ({ project, byNo, teamNos }) => {
    for (const userNo of teamNos.filter((n) => n !== byNo)) {
      await tell({
        userNo,
        kind: 'system',
        actorNo: byNo,
        title: `'${project.title}' 프로젝트가 삭제되었어요.`,
        body: '리더가 프로젝트를 정리했어요. 함께해 주셔서 고마워요.',
        linkUrl: '/project',
      });
    }
  });

  events.on('project.questionAsked', 'notification', ({ project, author, body }) =>
    tell({
      userNo: project.leaderNo,
      kind: 'reply',
      actorNo: author.userNo,
      title: `${author.nickname}님이 '${project.title}'에 글을 남겼어요.`,
      body: body.slice(0, 80),
      linkUrl: projectLink(project.projectNo),
    }),
  );

  events.on('project.questionAnswered', 'notification', async ({ project, askerNo, answeredByNo, body }) => {
    // A post whose author withdrew has nobody to tell.
    if (askerNo === null) return;
    await tell({
      userNo: askerNo,
      kind: 'reply',
      actorNo: answeredByNo,
      title: `'${project.title}' 리더가 내 글에 답했어요.`,
      body: body.slice(0, 80),
      linkUrl: projectLink(project.projectNo),
    });
  });
}
