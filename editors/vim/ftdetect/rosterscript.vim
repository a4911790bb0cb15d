" Roster flow scripts: *.rosterscript
autocmd BufRead,BufNewFile *.rosterscript setfiletype rosterscript
