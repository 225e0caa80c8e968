/** The story angle generator dialog: the dashboard and the Story Angles page open it. */
export { StoryGeneratorDialog, type StoryGeneratorDialogProps } from './story-generator-dialog';
