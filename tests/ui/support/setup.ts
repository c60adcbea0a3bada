import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { runInAction } from 'mobx';
import { showTexts } from '../../../src/domain/language/translation';

// Screens and fields are lazy chunks: on a busy 2-core machine running every Jest project at
// once, the first render of one can take longer than the default 1 s of findBy queries.
configure({ asyncUtilTimeout: 5000 });

// The catalogues are the modules' own objects: a test that switched to Spanish leaves English behind.
afterEach(() => runInAction(() => showTexts('en')));
