import type { JoinAnswers, JoinState } from '../api';

export type FieldErrors = Partial<Record<string, string>>;

export interface StepProps {
  answers: JoinAnswers;
  /** Merge a change into the answers (the draft is saved a moment later). */
  update: (change: JoinAnswers) => void;
  errors: FieldErrors;
  state: JoinState;
}
