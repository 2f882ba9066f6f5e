import forms from './forms.module.css';
import base from './pro.module.css';

/** The feature's class names, from two sheets so neither grows past a screenful of rules. */
const styles: Readonly<Record<string, string>> = { ...base, ...forms };
export default styles;
