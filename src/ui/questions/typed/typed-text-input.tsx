import { observer } from 'mobx-react-lite';
import type { TextFieldProps } from '../../components/text-field';
import { TextField } from '../../components/text-field';
import type { QuestionViewModel } from '../../../application/view-models/question.view-model';
import { textOf } from '../answer-value';

export interface TypedTextInputProps extends Pick<
  TextFieldProps,
  'id' | 'label' | 'hint' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'trailing'
> {
  readonly screen: QuestionViewModel;
  /** Reshapes what was typed before it is kept (the dates' slashes); the text as typed by default. */
  readonly format?: (typed: string) => string;
}

/**
 * The one input of a question whose answer is a single string: it shows `screen.value`, keeps
 * every keystroke in the view model (so a failed submission keeps it) and shows the frame's
 * error message under itself. Every such answer is required by its validator, hence `required`.
 */
export const TypedTextInput = observer(function TypedTextInput(props: TypedTextInputProps) {
  const { screen, format, ...input } = props;
  return (
    <TextField
      {...input}
      value={textOf(screen.value)}
      onChange={(typed) => screen.changeValue(format ? format(typed) : typed)}
      onBlur={screen.blur}
      error={screen.errorMessage}
      required
    />
  );
});
