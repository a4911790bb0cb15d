" Vim syntax file
" Language: Roster flow script (.rosterscript)
" The commands and assertion words are those of `roster help` and `roster help expect`;
" Tests/ShellTests/Editors/EditorGrammarTests.swift keeps the lists in step with the table.
if exists("b:current_syntax")
  finish
endif

syntax match rosterComment "\(^\|\s\)\zs#.*$" contains=rosterTodo
syntax keyword rosterTodo contained TODO FIXME XXX
syntax match rosterShebang "\%^#!.*$"
syntax region rosterString start=+"+ skip=+\\\\\|\\"+ end=+"+ contains=rosterEscape,rosterVariable oneline
syntax match rosterEscape contained +\\\(["\\]\|u{\x\+}\)+
syntax match rosterVariable "\${[A-Za-z_][A-Za-z0-9_]*}"
syntax match rosterNumber "\<\d\+\(\.\d\+\)\?\>"

" Commands, at the start of a line.
syntax match rosterCommand "^\s*\zs\(open\|select\|tap\|set\|type\|clear\|back\|tab\|delete\|undo\|show\|more\|find\|where\|scenes\|segues\|trace\|events\|complete\|record\|graph\|source\|history\|help\|quit\|exit\)\>"
" expect and its assertion word.
syntax match rosterExpect "^\s*\zsexpect\>" nextgroup=rosterAssertion skipwhite
syntax match rosterAssertion contained "\<\(scene\|stack\|rows\|row\|text\|no\|button\|switch\|value\|checked\|field\|event\|way-out\|screen\|error\)\>"
" The words assertions read as keywords.
syntax keyword rosterKeyword detail rating checked unchecked enabled disabled on off matching

highlight default link rosterComment Comment
highlight default link rosterTodo Todo
highlight default link rosterShebang PreProc
highlight default link rosterString String
highlight default link rosterEscape SpecialChar
highlight default link rosterVariable Identifier
highlight default link rosterNumber Number
highlight default link rosterCommand Statement
highlight default link rosterExpect Conditional
highlight default link rosterAssertion Type
highlight default link rosterKeyword Keyword

let b:current_syntax = "rosterscript"
